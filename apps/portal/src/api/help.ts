/** Placeholder: this resource module is filled in by its feature. */
export {};
