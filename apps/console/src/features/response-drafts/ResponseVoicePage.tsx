import type { ResponseVoice, ResponseVoiceTone } from '@plaudit/api-client';
import {
  type FieldLabels,
  RESPONSE_VOICE_TONES,
  responseVoiceBody,
} from '@plaudit/api-client/schemas';
import { toast, useApi, useResponseVoice } from '@plaudit/hooks';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { fieldProps, schemaResolver } from '../../components/schema-form';
import { useBasePath, withBase } from '../../lib/paths';
import './response-drafts.css';
import { Button } from '@plaudit/ui-kit';

type Values = {
  tone: ResponseVoiceTone;
  sign_off: string;
  /** One per line or comma-separated; sent as a list. */
  words_to_avoid: string;
  instructions: string;
};

const LABELS: FieldLabels = {
  tone: 'Tone',
  sign_off: 'Sign-off',
  words_to_avoid: 'Words to avoid',
  instructions: 'Instructions for the AI writer',
};
const TONE_LABELS: Record<ResponseVoiceTone, string> = {
  warm: 'Warm — personal, like a caring owner',
  formal: 'Formal — courteous and polished',
  brief: 'Brief — a few sentences',
};

const wordsOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((w) => w.trim())
    .filter(Boolean);
const bodyOf = (v: Values) => ({ ...v, words_to_avoid: wordsOf(v.words_to_avoid) });
const valuesOf = (v: ResponseVoice): Values => ({
  tone: v.tone,
  sign_off: v.sign_off,
  words_to_avoid: v.words_to_avoid.join('\n'),
  instructions: v.instructions,
});

/** Checks with the server's schema (PUT /response_voice); one message per field. */
const resolver = schemaResolver<Values>(responseVoiceBody, LABELS, bodyOf);

/** /settings/response-voice: how drafted replies sound (Admins; smart responses on). */
export function ResponseVoicePage() {
  usePageTitle('Response Voice');
  const base = useBasePath();
  const { data, error, mutate } = useResponseVoice();
  return (
    <section className="page response-voice" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
      </p>
      <header className="page-header">
        <h1 id="page-title">Response Voice</h1>
      </header>
      <p className="empty-state__description">
        How the replies drafted for your reviews sound. “Draft a reply” in the response editor
        answers what each reviewer said in this voice; nothing is published until a person approves
        it.
      </p>
      {error && (
        <p className="notice" role="alert">
          {error.message}
        </p>
      )}
      {data && <VoiceForm voice={data} onSaved={(v) => void mutate(v, { revalidate: false })} />}
    </section>
  );
}

function VoiceForm({
  voice,
  onSaved,
}: {
  voice: ResponseVoice;
  onSaved: (voice: ResponseVoice) => void;
}) {
  const { api } = useApi();
  const id = useId();
  const { formState, handleSubmit, register, reset } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(voice),
  });
  const { errors, isDirty } = formState;
  const [saving, setSaving] = useState(false);
  useEffect(() => reset(valuesOf(voice)), [voice, reset]);

  const save = handleSubmit(async (values) => {
    setSaving(true);
    try {
      const saved = await api.responseDrafts.updateVoice(bodyOf(values));
      reset(valuesOf(saved));
      onSaved(saved);
      toast.success('Voice saved', 3000);
    } catch (err) {
      toast.error(err);
    } finally {
      setSaving(false);
    }
  });

  const { described, message } = fieldProps(id, errors);

  return (
    <form
      className="form form--card response-voice__form"
      aria-label="Response voice"
      onSubmit={(e) => void save(e)}
      noValidate
    >
      <fieldset className="field">
        <legend>{LABELS.tone}</legend>
        {RESPONSE_VOICE_TONES.map((t) => (
          <label key={t} className="choice">
            <input type="radio" value={t} {...register('tone')} /> {TONE_LABELS[t]}
          </label>
        ))}
        {message('tone')}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-sign_off`}>{LABELS.sign_off}</label>
        <input {...register('sign_off')} {...described('sign_off', true)} maxLength={100} />
        <p id={`${id}-sign_off-hint`} className="field__hint">
          The reply’s last line, e.g. “The Blue Fern team”. Leave empty for none.
        </p>
        {message('sign_off')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-words_to_avoid`}>{LABELS.words_to_avoid}</label>
        <textarea {...register('words_to_avoid')} {...described('words_to_avoid', true)} rows={3} />
        <p id={`${id}-words_to_avoid-hint`} className="field__hint">
          One per line. A sentence with one of them is left out of every draft.
        </p>
        {message('words_to_avoid')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-instructions`}>{LABELS.instructions}</label>
        <textarea
          {...register('instructions')}
          {...described('instructions', true)}
          rows={4}
          maxLength={1000}
        />
        <p id={`${id}-instructions-hint`} className="field__hint">
          Read by an AI writer when one is connected. Plaudit’s own writer follows the tone and
          sign-off only.
        </p>
        {message('instructions')}
      </div>
      <div className="button-row">
        <Button type="submit" variant="primary" disabled={saving || !isDirty}>
          {saving ? 'Saving…' : 'Save voice'}
        </Button>
      </div>
    </form>
  );
}
