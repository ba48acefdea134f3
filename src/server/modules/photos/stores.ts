import path from "node:path";
import type { Config } from "../../config";
import { S3PhotoStorage } from "./s3-storage";
import { FolderPhotoStorage, type PhotoStorage } from "./storage";

/** The configured photo store: the bucket when PHOTO_BUCKET is set, else DATA_DIR/photos. */
export function createPhotoStorage(config: Config): PhotoStorage {
  return config.photoBucket
    ? new S3PhotoStorage(config.photoBucket)
    : new FolderPhotoStorage(path.join(config.dataDir, "photos"));
}
