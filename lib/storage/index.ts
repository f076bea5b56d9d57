export { uploadThroughStore, type PresignUpload } from './browser-upload';
export {
  artworkAccept,
  artworkContentType,
  artworkTypeMessage,
  isArtworkType,
  photoAccept,
  photoTypeMessage,
  photoTypeOf,
  startsLikeArtwork,
} from './file-types';
export { photoFileName, type PhotoFormat } from './photo-names';
export { presignQuerySchema } from './presign-schema';
