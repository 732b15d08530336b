import { verifyPath } from '@trust/contract/verify';
import QRCode from 'qrcode';
import { useMemo } from 'react';
import { useTexts } from '../i18n/catalogue';
import { prints } from '../i18n/screens/prints.en';
import { Printed } from './printed';

/** The blank modules around a QR code that scanners need to find it. */
const QUIET_ZONE = 4;

/** The dark modules of the QR code of `text` as one SVG path, one unit a module, inside its quiet zone. */
function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join('') };
}

/**
 * What lets anyone check a printed receipt: the QR code of its verification page's full address at this
 * app's origin, and the short address under it, to type when there is nothing to scan with. The code
 * is the server's (`verify_code`), made from the stored receipt.
 */
export function ReceiptVerification({ code }: { code: string }) {
  const t = useTexts(prints);
  const { origin, host } = window.location;
  const url = `${origin}${verifyPath(code)}`;
  const qr = useMemo(() => qrPath(url), [url]);
  return (
    <figure className="receipt-verification" aria-label={t('prints.verificationQr')}>
      <svg
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        width={104}
        height={104}
        shapeRendering="crispEdges"
        role="img"
        aria-label={t('prints.qrOf', { url })}
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <figcaption>
        <Printed word="Verify this receipt at" />
        <span className="verify-address">
          {host}
          {verifyPath(code)}
        </span>
      </figcaption>
    </figure>
  );
}
