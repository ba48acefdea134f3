import path from "node:path";
import type { Config } from "../../config";
import { FolderPhotoStorage, type PhotoStorage } from "./storage";

/**
 * The configured photo store: the bucket when PHOTO_BUCKET is set, else DATA_DIR/photos. The S3
 * client is loaded only then (it takes most of a second to load on a busy machine).
 */
export async function createPhotoStorage(config: Config): Promise<PhotoStorage> {
  if (!config.photoBucket) return new FolderPhotoStorage(path.join(config.dataDir, "photos"));
  const { S3PhotoStorage } = await import("./s3-storage");
  return new S3PhotoStorage(config.photoBucket);
}

/**
 * At start: whether the configured bucket can be used. A missing bucket or refused keys are a
 * message to stop with; a store that does not answer is only a warning (it may come back).
 */
export async function checkPhotoBucket(
  config: Config,
): Promise<{ problem: string; settings: boolean } | undefined> {
  if (!config.photoBucket) return undefined;
  const { S3PhotoStorage } = await import("./s3-storage");
  const bucket = new S3PhotoStorage(config.photoBucket);
  try {
    return await bucket.check();
  } finally {
    bucket.close();
  }
}
