/** A multipart/form-data body with one file, as a browser sends it. */
export function multipart(
  field: string,
  bytes: Buffer,
  filename = "meal.jpg",
  contentType = "image/jpeg",
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tummy${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
