import { ActionForm, Field, FileField, SubmitButton } from '@/components/admin/action-form';
import type { FormAction } from '@/components/admin/form-state';
import { formatDateTime } from '@/components/admin/format';
import type { CatalogueProduct } from '@/content/catalogue';
import { photoUrl } from '@/lib/catalogue';
import { MAX_PHOTO_BYTES, photoMessages, type StaffPhoto } from '@/lib/product-content/server';
import { photoAccept } from '@/lib/storage';

type PhotoActions = { upload: FormAction; alt: FormAction; main: FormAction; remove: FormAction };

/** A product's photos: an upload form, then each photo with its text, main choice and deletion. */
export function ProductPhotos({
  product,
  photos,
  actions,
}: {
  product: Pick<CatalogueProduct, 'id' | 'alt'>;
  photos: StaffPhoto[];
  actions: PhotoActions;
}) {
  return (
    <div className="space-y-6">
      <ActionForm action={actions.upload} className="space-y-4" label="Add a photo">
        <input type="hidden" name="product" value={product.id} />
        <FileField
          id="photo-file"
          name="photo"
          label="Photo"
          accept={photoAccept}
          maxBytes={MAX_PHOTO_BYTES}
          tooLargeMessage={photoMessages.tooLarge}
          hint="JPEG, PNG or WebP, up to 10 MB. Its location and camera details are removed."
        />
        <Field
          id="photo-alt"
          name="alt"
          label="Photo description (alt text)"
          required
          defaultValue={product.alt}
        />
        <SubmitButton>Upload photo</SubmitButton>
      </ActionForm>
      {photos.length === 0 ? (
        <p className="text-slate-600">No photos yet: the pages show the drawing.</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2">
          {photos.map((photo) => (
            <li key={photo.id}>
              <PhotoCard productId={product.id} photo={photo} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PhotoCard({
  productId,
  photo,
  actions,
}: {
  productId: string;
  photo: StaffPhoto;
  actions: PhotoActions;
}) {
  const hidden = (
    <>
      <input type="hidden" name="product" value={productId} />
      <input type="hidden" name="photo" value={photo.id} />
    </>
  );
  const label = `${photo.main ? 'main ' : ''}photo added ${formatDateTime(photo.createdAt)}`;
  return (
    <article
      aria-label={label.replace(/^./, (first) => first.toUpperCase())}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the stored 320 px WebP itself */}
      <img
        src={photoUrl(photo, photo.widths[0]!, 'webp')}
        alt={photo.alt}
        width={320}
        height={Math.round((320 * photo.height) / photo.width)}
        className="h-auto w-full max-w-xs rounded-md border border-slate-200"
      />
      <p className="text-sm text-slate-600">
        {photo.main ? <strong className="text-orange-800">Main photo · </strong> : null}
        {photo.width} × {photo.height} px · added by <span className="break-all">{photo.createdBy}</span>
      </p>
      <ActionForm action={actions.alt} className="space-y-2" label={`Description of the ${label}`}>
        {hidden}
        <Field
          id={`alt-${photo.id}`}
          name="alt"
          label="Photo description (alt text)"
          required
          defaultValue={photo.alt}
        />
        <SubmitButton variant="secondary">Save description</SubmitButton>
      </ActionForm>
      <div className="flex flex-wrap gap-3">
        {photo.main ? null : (
          <ActionForm action={actions.main} label={`Make the ${label} the main one`}>
            {hidden}
            <SubmitButton variant="secondary">Make main photo</SubmitButton>
          </ActionForm>
        )}
        <ActionForm action={actions.remove} label={`Delete the ${label}`}>
          {hidden}
          <SubmitButton variant="secondary">Delete photo</SubmitButton>
        </ActionForm>
      </div>
    </article>
  );
}
