import type { VisualReportData, VisualReportFileType } from '@plaudit/api-client/schemas';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { type ReportBrand, renderReportSvg } from './render-svg';

/** PNGs are drawn at twice the SVG's size, so text stays sharp when printed or zoomed. */
export const PNG_SCALE = 2;

/** The report as a PNG: the SVG rasterised by sharp (librsvg). */
export async function renderReportPng(
  data: VisualReportData,
  brand?: ReportBrand,
): Promise<Uint8Array> {
  return sharp(Buffer.from(renderReportSvg(data, brand)), { density: 72 * PNG_SCALE })
    .png()
    .toBuffer();
}

/** The report as a one-page PDF holding the PNG at the SVG's size (in points). */
export async function renderReportPdf(
  data: VisualReportData,
  brand?: ReportBrand,
): Promise<Uint8Array> {
  const png = await renderReportPng(data, brand);
  const pdf = await PDFDocument.create();
  pdf.setTitle(data.name);
  if (brand) pdf.setAuthor(brand.account);
  pdf.setCreator(brand?.by ?? 'Plaudit');
  const image = await pdf.embedPng(png);
  const w = image.width / PNG_SCALE;
  const h = image.height / PNG_SCALE;
  pdf.addPage([w, h]).drawImage(image, { x: 0, y: 0, width: w, height: h });
  return pdf.save();
}

export async function renderReportFile(
  data: VisualReportData,
  type: VisualReportFileType,
  brand?: ReportBrand,
): Promise<Uint8Array> {
  return type === 'png' ? renderReportPng(data, brand) : renderReportPdf(data, brand);
}
