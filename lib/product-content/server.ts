import 'server-only';

export { readCatalogue, shopCatalogue } from './catalogue';
export {
  listCatalogueForStaff,
  productContentSchema,
  productForStaff,
  saveProductContent,
  staleEditMessage,
} from './admin';
export type { ProductEdit, StaffPhoto } from './admin';
export {
  addProductPhoto,
  changePhotoAlt,
  deleteProductPhoto,
  makeMainPhoto,
  MAX_PHOTO_BYTES,
  photoAltSchema,
  photoChangeSchema,
  photoMessages,
  photoUploadSchema,
  readPhotoFile,
  uploadedPhoto,
} from './photos';
