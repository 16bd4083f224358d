export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';
export { ProductListItem, ProductList, ProductToolbar, BrandFilter, type ProductItemData, type ProductListItemProps, type ProductListProps, type ProductToolbarProps, type BrandFilterProps } from './Products';
export { CheckoutSteps, checkoutSteps, CartLine, CartSummary, type CartLineProps, type CartSummaryProps } from './Cart';
export { OrderStatusPill, OrderFilter, OrderList, InvoiceButton, OrderSummary, type OrderFilterProps, type OrderListProps, type OrderRowData, type OrderSummaryProps } from './Orders';
