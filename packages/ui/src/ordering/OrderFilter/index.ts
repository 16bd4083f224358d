export { OrderFilter, type OrderFilterProps, type OrderFilterStore } from './OrderFilter';
