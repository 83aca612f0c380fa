/**
 * The schemas of the server's answers by the type name a route answers with
 * (`describeRoute({ returns: 'VisualReport' })`), and of the named types they refer to: the
 * server's OpenAPI document is generated from them (each name is a component), and each type
 * is `Infer<>`-ed from its schema, so the document and the types cannot disagree.
 */
import type * as v from 'valibot';
import {
  visualReportAnswer,
  visualReportBlockKindAnswer,
  visualReportDataAnswer,
  visualReportDisplayAnswer,
  visualReportSharingAnswer,
} from './visual-reports';

export const answerSchemas = {
  VisualReport: visualReportAnswer,
  VisualReportBlockKind: visualReportBlockKindAnswer,
  VisualReportData: visualReportDataAnswer,
  VisualReportDisplay: visualReportDisplayAnswer,
  VisualReportSharing: visualReportSharingAnswer,
} satisfies Record<string, v.GenericSchema>;

/** A type name that has an answer schema. */
export type AnswerTypeName = keyof typeof answerSchemas;
