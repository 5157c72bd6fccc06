// The media library's rules for the data provider: the API has one order (newest first), and an edit changes the
// texts, the focal point and a PDF's file type. An upload is not a JSON create: media-api.ts sends it.
export const mediaRules = {
  media: { sortable: false, writable: ['translations', 'focalPoint', 'fileTypeId'] },
} as const;
