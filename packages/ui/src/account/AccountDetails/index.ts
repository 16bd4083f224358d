export { AccountDetailsForm, StoresHeld, type AccountDetailsFormProps, type AccountDetailsValues, type StoresHeldProps } from './AccountDetails';
