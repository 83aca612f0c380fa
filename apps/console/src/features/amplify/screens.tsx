import { useCan, usePermission, useSession } from '@plaudit/hooks';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import { AmplifyTeaser } from './AmplifyTeaser';
import { WidgetEditorPage } from './WidgetEditorPage';
import { WidgetPreviewPage } from './WidgetPreviewPage';
import { WidgetsPage } from './WidgetsPage';
import { enabledWidgetTypes, isWidgetType, showsAmplifyTeaser } from './widget-list';
import './amplify.css';

/**
 * /amplify/* (spec 3 sections 2.2, 2.4, 6): the widgets, or the teaser for users with
 * amplify preview only and for accounts with none of the four widget settings. Nothing is
 * shown while the account (or its settings) is loading.
 */
export function AmplifyPage() {
  const base = useBasePath();
  const accountLoading = useSession((s) => s.loading);
  const permission = usePermission();
  const canCreate = useCan({ all: ['amplify.create'] });
  if (accountLoading || !permission.settingsLoaded) return null;
  const enabled = enabledWidgetTypes(permission.facts.settings);
  if (showsAmplifyTeaser(canCreate, enabled)) return <AmplifyTeaser />;
  const list = withBase(base, '/amplify/widgets');
  return (
    <Routes>
      <Route index element={<Navigate to={list} replace />} />
      <Route path="widgets" element={<WidgetsPage enabled={enabled} />} />
      <Route path="widgets/create/:type" element={<CreateRoute enabled={enabled} />} />
      <Route path="widgets/edit/:type/:id" element={<EditRoute />} />
      <Route path="widgets/preview/:type/:id" element={<PreviewRoute />} />
      <Route path="*" element={<Navigate to={list} replace />} />
    </Routes>
  );
}

function CreateRoute({ enabled }: { enabled: readonly string[] }) {
  const { type } = useParams();
  const base = useBasePath();
  if (!isWidgetType(type) || !enabled.includes(type))
    return <Navigate to={withBase(base, '/amplify/widgets')} replace />;
  return <WidgetEditorPage key={type} type={type} />;
}

function EditRoute() {
  const { type, id } = useParams();
  const base = useBasePath();
  if (!isWidgetType(type) || !id)
    return <Navigate to={withBase(base, '/amplify/widgets')} replace />;
  return <WidgetEditorPage key={id} type={type} id={id} />;
}

function PreviewRoute() {
  const { type, id } = useParams();
  const base = useBasePath();
  if (!isWidgetType(type) || !id)
    return <Navigate to={withBase(base, '/amplify/widgets')} replace />;
  return <WidgetPreviewPage key={id} type={type} id={id} />;
}
