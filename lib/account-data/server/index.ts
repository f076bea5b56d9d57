import 'server-only';

export { addAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses';
export { ERASED_CUSTOMER, eraseAccountData } from './erasure';
export { ACCOUNT_DATA_FORMAT_VERSION, exportAccountData, type AccountDataExport } from './export';
