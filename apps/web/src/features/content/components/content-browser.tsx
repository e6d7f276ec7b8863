import { Button, Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { ListTabs } from '../../../components/content/list-tabs.tsx';
import { type ContentKind, contentKinds } from '../utils/content-kind.ts';
import {
  CONTENT_VIEW_PARAMS,
  type ContentScope,
  type ContentView,
  parseContentView,
  switchContentView,
} from '../utils/content-view.ts';
import { ContentList } from './content-list.tsx';

const KINDS: readonly ContentKind[] = ['solution', 'case'];

interface ContentBrowserProps {
  /** Where the cards of each kind lead: the work area's own detail pages. */
  detailHref: Record<ContentKind, (id: string) => string>;
  /** Offer 全部 | 本主体提供的: the servant area, whose tenant may itself provide solutions and cases. */
  ownScope: boolean;
  /** The platform's hotline, offered to a provider that has nothing listed yet. */
  hotline?: string;
  /** The search page: the cursor starts in the search box. */
  autoFocusSearch?: boolean;
}

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * 方案与案例 in the work areas: 解决方案 | 合作案例, each the signed-in list (with the provider's contact) with its
 * class tabs, keyword search and pager; in the servant area also 全部 | 本主体提供的 (SPEC.md §7's server lists).
 * The kind and the scope are kept in the URL (`?kind=case&scope=mine`) in front of the list's own filters.
 */
export const ContentBrowser = ({ detailHref, ownScope, hotline, autoFocusSearch }: ContentBrowserProps) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseContentView(searchParams, { ownScope });
  const switchTo = (change: Partial<ContentView>) =>
    setSearchParams(switchContentView(searchParams, change, { ownScope }));

  const { title, noun } = contentKinds[view.kind];
  // A provider with nothing listed learns how items get here, and is not left on an empty page.
  const noneOfOwn = {
    text: (
      <span className="content-none-own">
        贵单位暂时还没有列入平台的{noun}。平台的解决方案与合作案例由平台统一发布，并注明提供方；如需将贵单位的
        {noun}列入平台，请联系平台运营方
        {hotline ? (
          <>
            （服务热线 <a href={telOf(hotline)}>{hotline}</a>）
          </>
        ) : null}
        提供{noun}材料。
      </span>
    ),
    action: (
      <Button type="primary" onClick={() => switchTo({ scope: 'all' })}>
        查看全部{title}
      </Button>
    ),
  };

  const scopeSwitch = ownScope ? (
    <div className="content-scope">
      <span className="content-scope__label" aria-hidden="true">
        范围
      </span>
      <Segmented<ContentScope>
        aria-label="显示范围"
        value={view.scope}
        options={[
          { value: 'all', label: '全部' },
          { value: 'mine', label: '本主体提供的' },
        ]}
        onChange={(scope) => switchTo({ scope })}
      />
    </div>
  ) : null;

  // The kinds as tabs and the scope switch beside them, not in antd's `tabBarExtraContent`: that is inside the
  // `tablist`, where only tabs may be. The list follows the bar.
  return (
    <>
      <div className="content-kind-bar">
        <ListTabs
          className="content-kind-tabs"
          aria-label="方案或案例"
          activeKey={view.kind}
          onChange={(key) => switchTo({ kind: key === 'case' ? 'case' : 'solution' })}
          tabs={KINDS.map((kind) => ({ key: kind, label: contentKinds[kind].title }))}
        />
        {scopeSwitch}
      </div>
      <ContentList
        key={view.kind}
        kind={view.kind}
        source={view.scope === 'mine' ? 'own' : 'member'}
        detailHref={detailHref[view.kind]}
        keepParams={CONTENT_VIEW_PARAMS}
        emptyWhenNone={view.scope === 'mine' ? noneOfOwn : undefined}
        autoFocusSearch={autoFocusSearch}
      />
    </>
  );
};
