import { MoreVertical, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDebounced } from '@/lib/use-debounced';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { CompactSelect } from '@/ui/compact-select';
import { Dropdown, MenuItemButton } from '@/ui/dropdown';
import { ListState } from '@/ui/list/list-state';
import { ListTable } from '@/ui/list/list-table';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { ReasonDialog } from '@/ui/reason-dialog';
import { Tabs } from '@/ui/tabs';
import { useDecideRequest, useRequestCounts, useSellerRequests } from '../api/requests';
import { type Client, type ClientProfile, type UserAction, type UsersQuery, useAdminUsers, useUserAction } from '../api/users';
import { AddMemberDialog } from '../components/add-member-dialog';
import { ProfileDialog } from '../components/profile-dialog';
import { RequestCard } from '../components/request-card';
import { RoleDialog } from '../components/role-dialog';

type Tab = 'traders' | 'person' | 'users';
type Sort = 'date' | 'name' | 'type';

/** Clients (admin §2): seller requests to accept or reject, the users table with its menu, and Add new member. */
export function ClientsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.clients.title'));
  const navigate = useNavigate();
  // The header search links a user here with ?search=their e-mail.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('search') ? 'users' : 'traders');
  const [sort, setSort] = useState<Sort>('date');
  const [userType, setUserType] = useState<UsersQuery['type']>('all');
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebounced(searchText);
  const requests = useSellerRequests({ type: tab === 'person' ? 'person' : 'traders', sort: sort === 'type' ? 'date' : sort, search });
  const counts = useRequestCounts();
  const users = useAdminUsers({ type: userType, sort, search });
  const decide = useDecideRequest();
  const act = useUserAction();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [suspending, setSuspending] = useState<Client | null>(null);
  const [profile, setProfile] = useState<ClientProfile | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const [changingRole, setChangingRole] = useState<Client | null>(null);

  const n = (value: number | undefined) => (value === undefined ? '' : ` (${formatNumber(value, i18n.language)})`);
  const tabs = [
    { value: 'traders' as const, label: `${t('adminPanel.clients.tabs.traders')}${n(counts.data?.traders)}` },
    { value: 'person' as const, label: `${t('adminPanel.clients.tabs.person')}${n(counts.data?.person)}` },
    { value: 'users' as const, label: t('adminPanel.clients.tabs.users') },
  ];

  async function decideRequest(id: string, decision: 'approve' | 'reject', reason?: string) {
    try {
      await decide.mutateAsync({ id, decision, reason });
      toast.success(t(decision === 'approve' ? 'adminPanel.clients.approved' : 'adminPanel.clients.rejected'));
      setRejecting(null);
    } catch {
      toast.error(t(decision === 'approve' ? 'adminPanel.clients.errors.approve' : 'adminPanel.clients.errors.reject'));
    }
  }

  async function userAction(user: Client, action: UserAction, reason?: string) {
    const actionText = t(`adminPanel.clients.actions.${action}`);
    try {
      const reply = await act.mutateAsync({ id: user.id, action, reason });
      if (action === 'view' && reply.user && 'stats' in reply.user) setProfile(reply.user);
      else if (action === 'message' && reply.chatId) navigate(`${paths.admin.chat.getHref()}?chat_id=${reply.chatId}`);
      else toast.success(t('adminPanel.clients.actionDone', { action: actionText }));
      setSuspending(null);
    } catch (error) {
      const isSelf = error instanceof ApiError && error.code === 'CANNOT_CHANGE_SELF';
      toast.error(isSelf ? t('adminPanel.clients.errors.self') : t('adminPanel.clients.errors.action', { action: actionText }));
    }
  }

  /** A failed load reads the server's reason after the translated text, as the back-office showed it before. */
  const fetchError = (error: Error | null) => `${t('adminPanel.clients.errors.fetch')}${error?.message ?? ''}`;
  return (
    <section className="space-y-6">
      <PageHeader
        title={t('adminPanel.clients.title')}
        subtitle={t('adminPanel.clients.subtitle')}
        actions={
          <Button onClick={() => setIsAdding(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('adminPanel.clients.addMember')}
          </Button>
        }
      />
      <Tabs items={tabs} value={tab} onChange={setTab} label={t('adminPanel.clients.title')} listClassName="inline-flex flex-wrap">
        {() => (
          <div className="space-y-4">
            <ListToolbar
              search={{ label: t('adminPanel.clients.search'), value: searchText, onChange: setSearchText, className: 'w-full sm:w-72' }}
              sort={{
                label: t('adminPanel.common.sortBy'),
                value: sort,
                onChange: setSort,
                options: (['date', 'name', 'type'] as const).map((value) => ({ value, label: t(`adminPanel.clients.sort.${value}`) })),
              }}
              end={
                tab === 'users' ? (
                  <CompactSelect
                    label={t('adminPanel.clients.userType')}
                    value={userType}
                    onChange={setUserType}
                    options={(['all', 'person', 'store'] as const).map((value) => ({
                      value,
                      label: t(`adminPanel.clients.types.${value}`),
                    }))}
                  />
                ) : null
              }
            />
            {tab !== 'users' ? (
              <ListState
                list={requests}
                isEmpty={!requests.data?.length}
                icon={Users}
                loadingLabel={t('common.loading')}
                errorTitle={fetchError(requests.error)}
                canRetry={false}
                emptyTitle={t('adminPanel.clients.noRequests')}
              >
                <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                  {requests.data?.map((request) => (
                    <RequestCard
                      key={request.id}
                      request={request}
                      isBusy={decide.isPending}
                      onApprove={() => void decideRequest(request.id, 'approve')}
                      onReject={() => setRejecting(request.id)}
                    />
                  ))}
                </ul>
              </ListState>
            ) : (
              <ListState
                list={users}
                isEmpty={!users.data?.length}
                icon={Users}
                loadingLabel={t('common.loading')}
                errorTitle={fetchError(users.error)}
                canRetry={false}
                emptyTitle={t('adminPanel.clients.noUsers')}
              >
                <ListTable
                  minWidth="min-w-[48rem]"
                  columns={[
                    ...(['name', 'type', 'email', 'phone', 'registered'] as const).map((column) => ({
                      key: column,
                      label: t(`adminPanel.clients.columns.${column}`),
                    })),
                    { key: 'actions', label: t('adminPanel.common.actions'), srOnly: true },
                  ]}
                >
                  {users.data?.map((user) => (
                    <tr key={user.id}>
                      <td className="px-4 py-3">
                        <span className="flex items-center gap-3">
                          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-xs font-bold text-brand-700">
                            {user.avatar}
                          </span>
                          <span>
                            <span className="block font-medium text-slate-900">{user.name}</span>
                            {user.isSuspended ? (
                              <span className="text-xs font-semibold text-red-700">{t('adminPanel.clients.suspended')}</span>
                            ) : null}
                            {user.codeReportsFlagged ? (
                              <span
                                title={t('adminPanel.codeReports.flaggedHint')}
                                className="ms-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200"
                              >
                                {t('adminPanel.codeReports.flagged')}
                              </span>
                            ) : null}
                          </span>
                        </span>
                      </td>
                      <td className="px-4 py-3">{t(`adminPanel.clients.typeLabel.${user.type}`)}</td>
                      <td className="px-4 py-3" dir="ltr">
                        <span className="rtl:block rtl:text-right">{user.email}</span>
                      </td>
                      <td className="px-4 py-3" dir="ltr">
                        <span className="rtl:block rtl:text-right">{user.phone}</span>
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap">{formatDate(user.registerDate, i18n.language)}</td>
                      <td className="px-4 py-3 text-end">
                        <Dropdown
                          triggerLabel={t('adminPanel.clients.menu', { name: user.name })}
                          triggerClassName="size-9 justify-center text-slate-600 hover:bg-slate-100"
                          trigger={<MoreVertical aria-hidden="true" className="size-4" />}
                        >
                          {(close) => (
                            <>
                              {(user.isSuspended
                                ? (['view', 'message', 'unsuspend'] as const)
                                : (['view', 'message', 'suspend'] as const)
                              ).map((action) => (
                                <MenuItemButton
                                  key={action}
                                  className={action === 'suspend' ? 'text-red-700' : undefined}
                                  onSelect={() => {
                                    close();
                                    if (action === 'suspend') setSuspending(user);
                                    else void userAction(user, action);
                                  }}
                                >
                                  {t(`adminPanel.clients.menuItems.${action}`)}
                                </MenuItemButton>
                              ))}
                              <MenuItemButton
                                onSelect={() => {
                                  close();
                                  setChangingRole(user);
                                }}
                              >
                                {t('adminPanel.clients.menuItems.role')}
                              </MenuItemButton>
                            </>
                          )}
                        </Dropdown>
                      </td>
                    </tr>
                  ))}
                </ListTable>
              </ListState>
            )}
          </div>
        )}
      </Tabs>
      <ReasonDialog
        isOpen={rejecting !== null}
        isRequired={false}
        title={t('adminPanel.clients.rejectTitle')}
        label={t('adminPanel.clients.reasonLabel')}
        placeholder={t('adminPanel.clients.reasonPlaceholder')}
        confirmLabel={t('adminPanel.clients.reject')}
        isBusy={decide.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => rejecting && void decideRequest(rejecting, 'reject', reason)}
      />
      <ReasonDialog
        isOpen={suspending !== null}
        title={t('adminPanel.clients.suspendTitle', { name: suspending?.name ?? '' })}
        label={t('adminPanel.clients.suspendReason')}
        placeholder={t('adminPanel.clients.suspendPlaceholder')}
        confirmLabel={t('adminPanel.clients.menuItems.suspend')}
        isBusy={act.isPending}
        onCancel={() => setSuspending(null)}
        onConfirm={(reason) => suspending && void userAction(suspending, 'suspend', reason)}
      />
      <ProfileDialog profile={profile} onClose={() => setProfile(null)} />
      <RoleDialog user={changingRole} onClose={() => setChangingRole(null)} />
      <AddMemberDialog
        isOpen={isAdding}
        onClose={() => setIsAdding(false)}
        onAdded={() => {
          setIsAdding(false);
          toast.success(t('adminPanel.clients.member.added'));
        }}
      />
    </section>
  );
}
