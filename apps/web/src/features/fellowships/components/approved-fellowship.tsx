import { caseMessages, countdownTo, type OwnFellowship } from '@osi/shared';
import { Alert } from '@/components/ui/alert';
import { CasePanel } from '@/features/cases/components/case-panel';
import { useNow } from '../hooks/use-now';
import { PanelCountdown } from './panel-countdown';

/**
 * An approved fellow's six months: the countdown to the panel's closing, refreshed every second,
 * and the case panel; from the closing moment, "Panel Closed" and no uploading.
 */
export function ApprovedFellowship({ fellowship }: { fellowship: OwnFellowship }) {
  const now = useNow();
  const closesAt = fellowship.panelClosesAt;
  const left = closesAt ? countdownTo(new Date(closesAt), now) : null;

  if (!closesAt || !left) {
    return (
      <Alert tone="warning" title={caseMessages.panelClosed}>
        {caseMessages.panelClosedNote}
      </Alert>
    );
  }
  return (
    <>
      <PanelCountdown left={left} closesAt={closesAt} />
      <CasePanel />
    </>
  );
}
