/**
 * SPEC §5 'Image drop accepts only image types': of the files dropped or pasted, the images (by
 * their type, as the media library's upload takes them, `image/*`); anything else is left alone.
 */
export function imageFilesOf(files: readonly File[]): File[] {
  return files.filter((file) => /^image\/[a-z0-9.+-]+$/i.test(file.type));
}
