import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { accountSettingsText as text } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';

/** What deleting removes for this role, and the button that asks to confirm it. */
export function DeleteAccountSection({ forEmployer }: { forEmployer: boolean }) {
  const [asking, setAsking] = useState(false);
  return (
    <SettingsSection
      id="delete"
      title={text.dangerTitle}
      intro={forEmployer ? text.employerDeleteIntro : text.seekerDeleteIntro}
      icon={Trash2}
      tone="danger"
    >
      <div className="flex justify-end">
        <Button variant="danger" onClick={() => setAsking(true)} className="w-full sm:w-auto">
          {text.deleteAccount}
        </Button>
      </div>
      {asking && <DeleteAccountDialog onCancel={() => setAsking(false)} />}
    </SettingsSection>
  );
}
