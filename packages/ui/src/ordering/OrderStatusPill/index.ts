export { OrderStatusPill, orderStatusTones, type OrderStatusPillProps } from './OrderStatusPill';
