/**
 * Pure: cloud storage SDKs as data (issue 36, side channels): an object
 * uploaded to S3, Google Cloud Storage or Azure Blob Storage leaves the
 * machine as an HTTP request does, to the service's host, with a file (a
 * path whose content is sent) or a body. The client objects each SDK hands
 * out are kinds (`boto3.client('s3')` → `boto3.S3`), so a method of one is
 * that kind's (`s3.upload_file(path, bucket, key)` → `boto3.S3.upload_file`).
 * Merged into the library tables of lang/apis.ts.
 */

const S3 = 's3.amazonaws.com';
const GCS = 'storage.googleapis.com';
const AZURE = 'blob.core.windows.net';

/**
 * An upload to `host`: the file at argument `file`, or the body at argument `body` (a number) or named option `body` (a
 * string); `bucket`, the argument or named option that names the bucket (as-command.ts: a bucket the code fixes is its
 * owner's host, not the provider's).
 */
const upload = (host: string, what: { file?: number; body?: number | string; bucket?: number | string }) => ({ api: { does: 'upload' as const, host, ...what } });

/** Python: boto3, google-cloud-storage, azure-storage-blob. */
export const PY_STORAGE = {
  'boto3.client': { returns: 'boto3.S3' },
  'boto3.Session': { returns: 'boto3.Session' },
  'boto3.session.Session': { returns: 'boto3.Session' },
  'boto3.Session.client': { returns: 'boto3.S3' },
  'boto3.resource': { returns: 'boto3.S3Resource' },
  'boto3.Session.resource': { returns: 'boto3.S3Resource' },
  'boto3.S3Resource.Bucket': { returns: 'boto3.S3Bucket' },
  'boto3.S3.upload_file': upload(S3, { file: 0, bucket: 1 }),
  'boto3.S3.upload_fileobj': upload(S3, { body: 0, bucket: 1 }),
  'boto3.S3.put_object': upload(S3, { body: 'Body', bucket: 'Bucket' }),
  'boto3.S3Bucket.upload_file': upload(S3, { file: 0 }),
  'boto3.S3Bucket.upload_fileobj': upload(S3, { body: 0 }),
  'boto3.S3Bucket.put_object': upload(S3, { body: 'Body' }),
  'google.cloud.storage.Client': { returns: 'gcs.Client' },
  'google.cloud.storage.Client.create_anonymous_client': { returns: 'gcs.Client' },
  'google.cloud.storage.Client.from_service_account_json': { returns: 'gcs.Client' },
  'gcs.Client.bucket': { returns: 'gcs.Bucket' },
  'gcs.Client.get_bucket': { returns: 'gcs.Bucket' },
  'gcs.Bucket.blob': { returns: 'gcs.Blob' },
  'gcs.Blob.upload_from_filename': upload(GCS, { file: 0 }),
  'gcs.Blob.upload_from_string': upload(GCS, { body: 0 }),
  'gcs.Blob.upload_from_file': upload(GCS, { body: 0 }),
  'azure.storage.blob.BlobServiceClient': { returns: 'azure.BlobService' },
  'azure.storage.blob.BlobServiceClient.from_connection_string': { returns: 'azure.BlobService' },
  'azure.storage.blob.ContainerClient.from_connection_string': { returns: 'azure.Container' },
  'azure.storage.blob.BlobClient.from_connection_string': { returns: 'azure.Blob' },
  'azure.BlobService.get_container_client': { returns: 'azure.Container' },
  'azure.BlobService.get_blob_client': { returns: 'azure.Blob' },
  'azure.Container.get_blob_client': { returns: 'azure.Blob' },
  'azure.Container.upload_blob': upload(AZURE, { body: 1 }),
  'azure.Blob.upload_blob': upload(AZURE, { body: 0 }),
};

/** JavaScript/TypeScript: the AWS SDK v3, @google-cloud/storage, @azure/storage-blob. */
export const JS_STORAGE = {
  '@aws-sdk/client-s3.PutObjectCommand': upload(S3, { body: 'Body', bucket: 'Bucket' }),
  '@aws-sdk/lib-storage.Upload': upload(S3, { body: 'Body' }),
  '@google-cloud/storage.Storage': { returns: 'gcs.Client' },
  'gcs.Client.bucket': { returns: 'gcs.Bucket' },
  'gcs.Bucket.upload': upload(GCS, { file: 0 }),
  'gcs.Bucket.file': { returns: 'gcs.File' },
  'gcs.File.save': upload(GCS, { body: 0 }),
  '@azure/storage-blob.BlobServiceClient': { returns: 'azure.BlobService' },
  '@azure/storage-blob.BlobServiceClient.fromConnectionString': { returns: 'azure.BlobService' },
  '@azure/storage-blob.ContainerClient': { returns: 'azure.Container' },
  'azure.BlobService.getContainerClient': { returns: 'azure.Container' },
  'azure.Container.getBlockBlobClient': { returns: 'azure.Blob' },
  'azure.Container.getBlobClient': { returns: 'azure.Blob' },
  'azure.Container.uploadBlockBlob': upload(AZURE, { body: 1 }),
  'azure.Blob.upload': upload(AZURE, { body: 0 }),
  'azure.Blob.uploadData': upload(AZURE, { body: 0 }),
  'azure.Blob.uploadFile': upload(AZURE, { file: 0 }),
};
