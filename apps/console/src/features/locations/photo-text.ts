export const PHOTO_TEXT = {
  deadHelp:
    'This photo was sent to Google several times and was not accepted. Delete it and upload it again manually.',
  deleteTitle: 'Delete photo?',
  deleteBody: 'This will remove the photo from your GMB listing online.',
  mediaError: 'There was an error retrieving media.',
  dataError: 'There was an error retrieving data.',
  autoSyncOff:
    'Auto Sync to Directories is off for this location. Turn on Auto Sync to publish photos to Google.',
  notPublished: 'Photo management is unavailable because this location is not published.',
  notInIntegration:
    'Photo management is unavailable because this location is not in your Google integration.',
  noIntegration: 'Photo management is unavailable because there is no active Google integration.',
  contactAdmin: 'Contact your administrator to manage photos for this location.',
} as const;
