import type { Messages } from '@/core/i18n/types';

/** Messages of the "gallery" area (en-US). */
export const gallery: Messages['gallery'] = {
  title: 'Gallery',
  tabs: {
    featured: 'Featured',
    popular: 'Popular',
    recent: 'Recent',
    mine: 'My posts',
    liked: 'Liked',
  },
  empty: 'No posts.',
  create: 'New post',
  edit: 'Edit post',
  editor: 'Gallery post',
  post: 'Post',
  postTitle: 'Title',
  files: 'Images',
  addFiles: 'Add images from the drive',
  removeFile: 'Remove {name}',
  needFiles: 'Pick at least one image.',
  sensitive: 'Sensitive',
  showSensitive: 'Show sensitive images',
  openImage: 'Open {name}',
};
