import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/Button';
import { ModalDialog } from '@/components/ui/ModalDialog';
import ui from '@/components/ui/ui.module.css';
import text from '@/styles/type.module.css';

export interface AdaNoticeDialogProps {
  open: boolean;
  /** File name of the document, shown so the visitor knows which file the notice is about. */
  documentName: string;
  onOpenDocument: () => void;
  onClose: () => void;
  onRequestAssistance: () => void;
}

/** The accessibility (ADA) notice shown before a document that is not on the accessible list (SPEC §4). */
export function AdaNoticeDialog({
  open,
  documentName,
  onOpenDocument,
  onClose,
  onRequestAssistance,
}: AdaNoticeDialogProps) {
  const t = useTranslations('frame.ada');
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={ui.dialog}
    >
      <div className={ui.dialogBody}>
        <h2 id={titleId} className={`${text.h3} ${ui.dialogTitle}`}>
          {t('title')}
        </h2>
        <p id={textId} className={`${text.body1} ${text.muted}`}>
          {t('text', { name: documentName || 'none' })}
        </p>
        <div className={ui.dialogActions}>
          <Button onClick={onOpenDocument}>{t('open')}</Button>
          <Button variant="outlined" onClick={onClose}>
            {t('close')}
          </Button>
          <Button variant="outlined" onClick={onRequestAssistance}>
            {t('assist')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
