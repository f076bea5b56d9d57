export { type CsvCell } from './csv';
