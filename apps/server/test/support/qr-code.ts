import jsQR from 'jsqr';
import sharp from 'sharp';

/** What the QR code in an image says, read as a phone's camera would; undefined if none. */
export const readQrCode = async (image: Buffer) => {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
};
