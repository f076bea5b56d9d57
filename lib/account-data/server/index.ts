import 'server-only';

export { addAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses';
export { ERASED_CUSTOMER, eraseAccountData } from './erasure';
export { exportAccountData } from './export';
