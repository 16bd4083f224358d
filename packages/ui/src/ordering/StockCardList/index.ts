export { StockCardList, type StockCardListProps } from './StockCardList';
