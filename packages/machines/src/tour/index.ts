export {
  stockCardTourMachine, type SaveTourProgressInput, type StockCardTourContext, type StockCardTourEvent, type StockCardTourInput,
} from './stockCardTourMachine';
