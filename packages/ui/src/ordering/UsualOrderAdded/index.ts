export { UsualOrderAdded, type UsualOrderAddedProps, type UsualOrderAddedResult } from './UsualOrderAdded';
