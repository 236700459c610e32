import { useState } from 'react';
import { Building2, Pencil } from 'lucide-react';
import { profileText, type User } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AvatarUpload } from './avatar-upload';
import { CompletionMeter } from './completion-meter';
import { DetailTiles } from './detail-tiles';
import { HeaderEditForm } from './header-edit-form';
import { SaveIndicator } from './save-indicator';

/**
 * The profile header card (docs/product.md 2.15): avatar upload, name, job title and company, detail tiles.
 */
export function ProfileHeader({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const name = user.fullName || user.name;

  return (
    <Card className="overflow-hidden">
      <div className="relative h-28 bg-linear-to-r from-indigo-600 via-violet-600 to-fuchsia-500 sm:h-32">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_-20%,rgba(255,255,255,0.35),transparent_45%),radial-gradient(circle_at_90%_120%,rgba(255,255,255,0.2),transparent_40%)]"
        />
        <div className="absolute top-3 right-4 sm:top-4 sm:right-6">
          <SaveIndicator />
        </div>
      </div>

      <div className="px-5 pb-6 sm:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <div className="-mt-14 self-start sm:-mt-16 sm:self-auto">
            <AvatarUpload name={name} avatar={user.avatar} />
          </div>
          {!editing && (
            <>
              <div className="min-w-0 flex-1 sm:pb-2">
                <h1 className="truncate text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
                  {name}
                </h1>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
                  {user.title ? (
                    <span className="font-medium">{user.title}</span>
                  ) : (
                    <span className="text-slate-400 italic dark:text-slate-500">{profileText.addTitle}</span>
                  )}
                  {user.company && (
                    <span className="inline-flex items-center gap-1 text-slate-500 dark:text-slate-400">
                      <Building2 className="size-3.5" aria-hidden="true" />
                      {user.company}
                    </span>
                  )}
                </p>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-4 sm:justify-end sm:pb-2">
                <CompletionMeter user={user} />
                <Button
                  variant="secondary"
                  icon={<Pencil className="size-4" />}
                  onClick={() => setEditing(true)}
                >
                  {profileText.editProfile}
                </Button>
              </div>
            </>
          )}
        </div>

        <div className="mt-6">
          {editing ? (
            <HeaderEditForm user={user} onDone={() => setEditing(false)} />
          ) : (
            <DetailTiles user={user} />
          )}
        </div>
      </div>
    </Card>
  );
}
