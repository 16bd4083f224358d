export { SideDrawer, type SideDrawerProps, type SideDrawerType, type StoreDrawerProps, type FilterDrawerProps, type FilterProductsDrawerProps } from './SideDrawer';
