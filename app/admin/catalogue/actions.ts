'use server';

import type { FormState } from '@/components/admin/form-state';
import {
  addProductPhoto,
  changePhotoAlt,
  deleteProductPhoto,
  makeMainPhoto,
  photoAltSchema,
  photoChangeSchema,
  photoUploadSchema,
  productContentSchema,
  saveProductContent,
  uploadedPhoto,
} from '@/lib/product-content/server';
import { cacheTags, expireTags } from '@/lib/site-cache/server';
import { staffFormAction } from '../form-action';

// Each action refreshes this instance's catalogue pages at once; the others (and this one
// again) follow the revision the change published (lib/site-cache).
const refreshCatalogue = () => expireTags([cacheTags.catalogue]);

/** Saves a product's name, description, NEW badge and picture text. */
export async function saveProductContentAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, productContentSchema, async (input, staff) => {
    const saved = await saveProductContent(input, staff.email);
    refreshCatalogue();
    return `${saved.name} saved.`;
  });
}

/** Stores an uploaded photo of a product, converted for the pages. */
export async function uploadPhotoAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, photoUploadSchema, async (input, staff) => {
    await addProductPhoto(input, await uploadedPhoto(formData.get('photo')), staff.email);
    refreshCatalogue();
    return 'Photo added.';
  });
}

export async function photoAltAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, photoAltSchema, async (input) => {
    await changePhotoAlt(input);
    refreshCatalogue();
    return 'Photo description saved.';
  });
}

export async function mainPhotoAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, photoChangeSchema, async (input) => {
    await makeMainPhoto(input);
    refreshCatalogue();
    return 'Main photo chosen.';
  });
}

export async function deletePhotoAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, photoChangeSchema, async (input) => {
    await deleteProductPhoto(input);
    refreshCatalogue();
    return 'Photo deleted.';
  });
}
