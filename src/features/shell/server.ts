export { loadShell } from './server/load-shell';
export { isPreviewType, previewPath, previewTypes, type PreviewType } from './server/preview-path';
