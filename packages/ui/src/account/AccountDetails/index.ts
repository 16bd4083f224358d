export { AccountDetailsForm, StoresHeld, type AccountDetailsFormProps, type AccountDetailsValues, type HeldStore, type StoresHeldProps } from './AccountDetails';
