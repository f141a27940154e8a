import { PHOTOS } from '@/config/photos';
import { photoText } from '@/content/photos';
import { photoRefusal, pickedPhotos, shrinkPhotos } from './photo-files';
import type { PageSubmit } from './request-page-form';

/**
 * The quote and support pages' step before their action, with JavaScript: too many photos are refused at once, and
 * the photos are shrunk before they go (photo-files.ts). Without photos, or without JavaScript, the form posts as it is.
 */
export const submitWithPhotos: PageSubmit = (event, form) => {
  const files = pickedPhotos(event.currentTarget);
  if (!files.length) return;
  event.preventDefault();
  if (form.busy) return;
  const refusal = photoRefusal(files);
  if (refusal) return form.refuse({ [PHOTOS.field]: refusal }, photoText.refusedTitle);
  const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
  form.prepare(true);
  void shrinkPhotos(files)
    .then((photos) => {
      data.delete(PHOTOS.field);
      photos.forEach((photo, index) => data.append(PHOTOS.field, photo, `photo-${index + 1}`));
    })
    .catch(() => undefined) // sent as they are: the server says what is wrong with them
    .finally(() => {
      form.prepare(false);
      form.send(data);
    });
};
