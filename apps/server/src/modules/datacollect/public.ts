/**
 * What the rest of the server may use of the data collection: the data centre's figures and exports of the sales
 * the ingest API recorded.
 */
export {
  latestSaleQuery,
  salePeriodsQuery,
  saleRecordsQuery,
  sharedNameQuery,
} from './sale-figures-queries.ts';
