import { existsSync } from 'node:fs';
import type { LegalDocumentText } from '@inercise/contracts/legal/legalDocument';
import type { WithdrawalForm } from '@inercise/contracts/legal/withdrawal';

/** DejaVu Sans (Polish letters) when the system has it (the API's image installs it), else Helvetica transliterated. */
const regular = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/dejavu/DejaVuSans.ttf'].find((f) => existsSync(f));
const bold = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf'].find((f) => existsSync(f));
const POLISH: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z', Ą: 'A', Ć: 'C', Ę: 'E', Ł: 'L', Ń: 'N', Ó: 'O', Ś: 'S', Ź: 'Z', Ż: 'Z' };
const printable = (s: string) => (regular ? s : s.replace(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/g, (c) => POLISH[c] ?? c));

type Doc = PDFKit.PDFDocument;

/** A PDF drawn by `draw` on A4, its bytes once finished. pdfkit loads on the first PDF, not with every process. */
const pdf = async (title: string, draw: (doc: Doc, fonts: { regular: string; bold: string }) => void): Promise<Buffer> => {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: printable(title), Author: 'Inercise' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc, { regular: regular ?? 'Helvetica', bold: bold ?? regular ?? 'Helvetica-Bold' });
    doc.end();
  });
};

/** A legal text (the terms of sale, the withdrawal information) as a PDF: title, version date, sections in order. */
export const legalDocumentPdf = (text: LegalDocumentText, updatedLabel: string): Promise<Buffer> =>
  pdf(text.title, (doc, fonts) => {
    doc.font(fonts.bold).fontSize(20).fillColor('#111418').text(printable(text.title));
    doc.font(fonts.regular).fontSize(10).fillColor('#5b6470').text(printable(`${updatedLabel}: ${text.updated}`));
    doc.moveDown();
    doc.font(fonts.regular).fontSize(11).fillColor('#111418').text(printable(text.intro));
    text.sections.forEach((section, index) => {
      doc.moveDown();
      doc.font(fonts.bold).fontSize(13).text(printable(`${index + 1}. ${section.title}`));
      doc.moveDown(0.3);
      for (const block of section.blocks) {
        if (typeof block === 'string') doc.font(fonts.regular).fontSize(11).text(printable(block));
        else doc.font(fonts.regular).fontSize(11).list(block.list.map(printable), { bulletRadius: 2, textIndent: 12 });
        doc.moveDown(0.4);
      }
    });
  });

/** The model withdrawal form as a PDF, its filled lines in bold under their labels and lines left to write on. */
export const withdrawalFormPdf = (form: WithdrawalForm): Promise<Buffer> =>
  pdf(form.title, (doc, fonts) => {
    doc.font(fonts.bold).fontSize(18).fillColor('#111418').text(printable(form.title));
    doc.font(fonts.regular).fontSize(10).fillColor('#5b6470').text(printable(form.note));
    doc.moveDown();
    for (const field of form.fields) {
      doc.font(fonts.regular).fontSize(11).fillColor('#111418').text(printable(`– ${field.label}:`));
      if (field.value) doc.font(fonts.bold).fontSize(11).text(printable(field.value), { indent: 12 });
      else doc.font(fonts.regular).fontSize(11).fillColor('#5b6470').text('…………………………………………………………', { indent: 12 });
      doc.moveDown(0.6);
    }
    doc.moveDown();
    doc.font(fonts.regular).fontSize(10).fillColor('#5b6470').text(printable(form.footnote));
  });
