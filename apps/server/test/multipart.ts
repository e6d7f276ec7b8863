/** One part of a multipart/form-data body. `filename: null` leaves the file name out, which makes it a plain field. */
export interface MultipartPart {
  filename: string | null;
  contentType: string;
  bytes: Buffer;
  field?: string;
}

/** A multipart/form-data body with these parts in order, as a browser would send it. */
export const multipartBodyOf = (parts: MultipartPart[]) => {
  const boundary = `----rrsp${Math.random().toString(16).slice(2)}`;
  const encoded = parts.map((part) => {
    const name = part.filename === null ? '' : `; filename="${part.filename}"`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"${name}\r\n` +
        `Content-Type: ${part.contentType}\r\n\r\n`,
    );
    return Buffer.concat([head, part.bytes, Buffer.from('\r\n')]);
  });
  const tail = Buffer.from(`--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([...encoded, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
    boundary,
  };
};

/**
 * A multipart/form-data body with one file part, as a browser would send it (or broken on purpose by a test).
 * `filename: null` leaves the file name out, which makes the part a plain field.
 */
export const multipartBody = (file: MultipartPart) => multipartBodyOf([file]);

/** A 1×1 PNG: the smallest real image file-type recognises. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** One way a multipart upload can be broken, what the server must answer, and the sentence it must say. */
export interface BrokenMultipart {
  name: string;
  contentType: string;
  payload: Buffer;
  reason: 'MALFORMED_REQUEST' | 'VALIDATION';
  message: RegExp;
}

/**
 * The broken uploads of issue 8 (each was a 500 once), built around a valid PNG part: no, an empty or another
 * boundary; a body cut off; a NUL in the file name (plain and RFC 5987); a part without a file name; and a second file
 * (issue 23: the first one was stored).
 */
export const brokenMultipartBodies = (): BrokenMultipart[] => {
  const good = multipartBody({ filename: 'a.png', contentType: 'image/png', bytes: TINY_PNG });
  const named = (filename: string | null) =>
    multipartBody({ filename, contentType: 'image/png', bytes: TINY_PNG });
  const nul = named('a\u0000.png');
  const encoded = named('x');
  const noName = named(null);
  const malformed = (name: string, contentType: string, payload: Buffer, message = /上传内容/) => ({
    name,
    contentType,
    payload,
    reason: 'MALFORMED_REQUEST' as const,
    message,
  });
  return [
    malformed('no boundary', 'multipart/form-data', good.payload, /上传内容格式不正确/),
    malformed('an empty boundary', 'multipart/form-data; boundary=', good.payload, /上传内容格式不正确/),
    malformed(
      'a boundary the body does not use',
      'multipart/form-data; boundary=somethingelse',
      good.payload,
    ),
    malformed(
      'a body cut off before its closing boundary',
      good.contentType,
      good.payload.subarray(0, good.payload.length - 30),
    ),
    malformed('a body cut off inside the part headers', good.contentType, good.payload.subarray(0, 40)),
    malformed('a NUL in the file name', nul.contentType, nul.payload, /文件名包含不允许的字符/),
    malformed(
      'a NUL in an RFC 5987 file name',
      encoded.contentType,
      Buffer.from(
        encoded.payload.toString('latin1').replace('filename="x"', "filename*=utf-8''a%00.png"),
        'latin1',
      ),
      /文件名包含不允许的字符/,
    ),
    {
      name: 'a part with no file name',
      contentType: noName.contentType,
      payload: noName.payload,
      reason: 'VALIDATION',
      message: /请选择要上传的文件/,
    },
    {
      name: 'two files in one upload',
      ...twoFiles(),
      reason: 'VALIDATION',
      message: /一次只能上传一个文件/,
    },
  ];
};

/** Two PNG files in one body, both in the `file` field, as a form with `multiple` would send them. */
export const twoFiles = () => {
  const { payload, contentType } = multipartBodyOf([
    { filename: 'first.png', contentType: 'image/png', bytes: TINY_PNG },
    { filename: 'second.png', contentType: 'image/png', bytes: TINY_PNG },
  ]);
  return { payload, contentType };
};
