/**
 * The §2.4 download row with its data, the lazily loaded part of `shell/DownloadRow` (ADR 0023):
 * GET /api/Cms/DownloadWidgets, newest first, into the ui `DownloadRow` (loading skeletons, the widgets,
 * or 'Assets not available!' on failure or when there are none, §8).
 */
import { DownloadRow } from '@trade-portal/ui';
import { useDownloadWidgets } from '../api';

export default function DownloadRowLayer() {
  const widgets = useDownloadWidgets();
  return <DownloadRow widgets={widgets.data} status={widgets.status} />;
}
