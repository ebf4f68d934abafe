import { existsSync } from 'node:fs';

/** A font with Polish letters: DejaVu Sans when the system has it, else Helvetica with the letters transliterated. */
const FONT_CANDIDATES = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/dejavu/DejaVuSans.ttf'];
const BOLD_CANDIDATES = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf'];
const regular = FONT_CANDIDATES.find((f) => existsSync(f));
const bold = BOLD_CANDIDATES.find((f) => existsSync(f));

const POLISH: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z', Ą: 'A', Ć: 'C', Ę: 'E', Ł: 'L', Ń: 'N', Ó: 'O', Ś: 'S', Ź: 'Z', Ż: 'Z' };
const text = (s: string) => (regular ? s : s.replace(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/g, (c) => POLISH[c] ?? c));

export interface ManualDevice {
  serialNumber: string;
  model: string;
  producedOn: string;
}

const sections: [string, string[]][] = [
  ['Bezpieczeństwo / Safety', [
    'Ustaw urządzenie na płaskiej, stabilnej powierzchni. Przed treningiem sprawdź taśmę i mocowanie dysków.',
    'Place the device on a flat, stable surface. Check the strap and the disc mounting before every session.',
  ]],
  ['Montaż / Assembly', [
    'Rozłóż słupek do pozycji pionowej aż do kliknięcia zatrzasku. Załóż dysk na oś i dokręć nakrętkę ręcznie.',
    'Unfold the pillar until the latch clicks. Slide a disc onto the axle and tighten the nut by hand.',
  ]],
  ['Trening / Training', [
    'Pierwsze powtórzenie każdej serii wykonuj lekko: rozpędza ono koło. Hamuj w pierwszych dwóch trzecich ruchu powrotnego.',
    'Make the first repetition of each set easy: it spins the flywheel up. Brake during the first two thirds of the return.',
  ]],
  ['Konserwacja / Care', [
    'Przecieraj urządzenie suchą ściereczką. Wymień taśmę, gdy zauważysz przetarcia. Nie smaruj łożysk.',
    'Wipe the device with a dry cloth. Replace the strap at the first sign of wear. Do not oil the bearings.',
  ]],
];

/** The device manual as a PDF: general, for one device type (its model named), or personalised with a device's serial number. */
export const renderManual = async (device: ManualDevice | null, typeName: string | null = null): Promise<Buffer> => {
  // pdfkit and its fonts (~18 MB) load on the first manual asked for, not with every API instance.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Inercise – instrukcja obsługi / user manual', Author: 'Inercise' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const fontRegular = regular ?? 'Helvetica';
    const fontBold = bold ?? regular ?? 'Helvetica-Bold';
    doc.font(fontBold).fontSize(24).fillColor('#111418').text(text('Inercise – instrukcja obsługi'));
    doc.font(fontRegular).fontSize(14).fillColor('#5b6470').text('User manual');
    doc.moveDown();
    if (device) {
      doc.font(fontBold).fontSize(12).fillColor('#ff5a1f').text(text(`Numer seryjny / Serial number: ${device.serialNumber}`));
      doc.font(fontRegular).fillColor('#111418').text(text(`Model: ${device.model} · Data produkcji / Produced: ${device.producedOn}`));
      doc.moveDown();
    } else if (typeName) {
      doc.font(fontBold).fontSize(12).fillColor('#ff5a1f').text(text(`Model: ${typeName}`));
      doc.moveDown();
    }
    for (const [title, paragraphs] of sections) {
      doc.font(fontBold).fontSize(14).fillColor('#111418').text(text(title));
      for (const paragraph of paragraphs) doc.font(fontRegular).fontSize(11).fillColor('#111418').text(text(paragraph)).moveDown(0.4);
      doc.moveDown(0.6);
    }
    doc.end();
  });
};
