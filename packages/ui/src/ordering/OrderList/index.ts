export { OrderList, type OrderListProps, type OrderRowData } from './OrderList';
