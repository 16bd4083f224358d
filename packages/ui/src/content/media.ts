// Components of this area are exported here.
export {};
