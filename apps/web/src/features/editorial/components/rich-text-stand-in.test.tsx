// @vitest-environment jsdom
import { Form } from 'antd';
import { DisabledContextProvider } from 'antd/es/config-provider/DisabledContext';
import { act, type ComponentType, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, unmount } from '../../../lib/jsdom-test-support.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import type { RichTextHandOver } from './rich-text-hand-over.ts';
import { tiptapPart } from './rich-text-part.ts';
import { RichTextStandIn } from './rich-text-stand-in.tsx';
import { TiptapEditor, type TiptapEditorProps } from './rich-text-tiptap.tsx';

/**
 * The 正文 field's stand-in against the editor it stands for: the same text (as ProseMirror reads and draws it) and
 * the same toolbar, drawn without Tiptap; then the swap, with the focus, what was typed and a toolbar press carried
 * over, the form left clean, and a form shown for reading left so.
 */

/** Texts as the seed stores them (markdown through the server's allow-list), and the cases ProseMirror reads its way. */
const SEEDED = [
  // news/01-cold-chain-measures.md
  '<p>为补齐农产品流通“最先一公里”短板，我省近日出台进一步促进农产品冷链物流高质量发展的若干措施。措施以县域为单元，统筹布局产地预冷、仓储保鲜和冷链运输设施，推动冷链服务向乡镇和重点产业村延伸。</p>\n<h3>一、建好三级冷链网络</h3>\n<p>支持在茶叶、蔬菜、水果、食用菌等主导产业集中的乡镇建设产地冷藏保鲜设施，在县城和交通节点布局集配中心，在贵阳、遵义等主要消费城市完善销地冷链仓储，形成上下贯通的冷链网络。</p>\n<h3>二、降低设施运营成本</h3>\n<ul>\n<li>农产品产地冷藏保鲜设施用电执行农业生产电价；</li>\n<li>对新建设施按规定给予建设补助，优先支持村集体经济组织和农民合作社；</li>\n<li>鼓励金融机构开发冷链设施抵押贷款和供应链金融产品。</li>\n</ul>\n<h3>三、提升数字化调度水平</h3>\n<p>依托乡村振兴服务平台，汇聚冷库容量、车辆运力和订单信息，推动冷库“可查询、可预约、可共享”，引导经营主体错峰入库、合理调度，提高设施利用率。各地将结合实际制定实施细则，确保措施落地见效。</p>',
  // news/06-agricultural-insurance-expansion.md
  '<p>农业保险是稳定农业生产、保障农民收入的重要手段。今年我省在稳定水稻、玉米、能繁母猪等传统品种的基础上，进一步扩大地方特色农产品保险覆盖面。</p>\n<h3>新增和扩面的主要品种</h3>\n<table>\n<thead>\n<tr>\n<th>品类</th>\n<th>保障内容</th>\n<th>适用地区</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>茶叶</td>\n<td>低温冻害、干旱等造成的产量损失</td>\n<td>全省茶叶主产县</td>\n</tr>\n<tr>\n<td>猕猴桃</td>\n<td>冰雹、暴雨、病害造成的损失</td>\n<td>修文、水城等产区</td>\n</tr>\n<tr>\n<td>刺梨</td>\n<td>自然灾害和价格波动</td>\n<td>盘州、龙里等产区</td>\n</tr>\n<tr>\n<td>食用菌</td>\n<td>设施损毁和产量损失</td>\n<td>织金、大方等产区</td>\n</tr>\n</tbody></table>\n<p>农户和新型农业经营主体可通过村级服务站、保险机构网点或乡村振兴服务平台了解投保条件。理赔时，保险机构将结合遥感、气象数据开展快速查勘，缩短理赔周期。</p>',
  // news/16-guangdong-matchmaking-fair.md
  '<p>在东西部协作机制推动下，贵州—广东农产品产销对接会日前举行。活动现场设置茶叶、果蔬、畜禽、特色食品等展区，吸引了众多采购商前来洽谈。</p>\n<p>对接会现场签约项目涵盖供货协议、基地共建和冷链物流合作等类型。其中，蔬菜类项目以“订单种植＋冷链直发”为主，由大湾区采购商提前锁定品种和数量，我省合作社按标准组织生产。</p>\n<table>\n<thead>\n<tr>\n<th>签约类别</th>\n<th>主要产品</th>\n<th>合作方式</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>蔬菜</td>\n<td>辣椒、白菜、莲花白</td>\n<td>订单种植、冷链直发</td>\n</tr>\n<tr>\n<td>水果</td>\n<td>猕猴桃、火龙果、百香果</td>\n<td>基地直采</td>\n</tr>\n<tr>\n<td>茶叶</td>\n<td>都匀毛尖、湄潭翠芽</td>\n<td>商超专柜、代加工</td>\n</tr>\n<tr>\n<td>畜禽</td>\n<td>关岭牛、从江香猪</td>\n<td>定点屠宰、分割供货</td>\n</tr>\n</tbody></table>\n<p>主办方表示，将依托乡村振兴服务平台跟踪签约项目履约情况，推动意向合作尽快转化为稳定订单。</p>',
];
const ODD = [
  '',
  '<p></p>',
  '<p>  茶园   <strong>加粗 <em>倾斜</em></strong> <a href="/home/solution">站内</a> <a href="javascript:alert(1)">坏</a></p>',
  '<p>第一行<br>第二行<br></p>',
  '<h2>大标题</h2><h4>四级标题</h4><p>正文</p>',
  '<ul><li>一<ul><li>一点一</li></ul></li><li><p>二</p></li></ul><ol><li>甲</li></ol>',
  '<blockquote>引用的话</blockquote><hr><p>后文</p>',
  '<p><img src="/files/0a1b2c3d-0000-4000-8000-000000000001.png" alt="茶园"> 图后文字</p>',
  '<figure><img src="/files/0a1b2c3d-0000-4000-8000-000000000001.png" alt="图"><figcaption>图注</figcaption></figure>',
  '<table><tr><td colspan="2">合并</td></tr><tr><td>1</td><td>2</td></tr></table>',
  '裸露的文字<p>段落</p>尾巴',
  '<p><strong>加粗开头</strong>的段落</p>',
  '<p><span class="highlight">高亮</span><sub>下</sub><sup>上</sup><u>下划线</u><s>删除</s></p>',
  '<li>列表外的项</li><td>表格外的格</td>',
];

/** An element tree as text, attributes sorted: the same drawing whatever order each writes them in. */
const canonical = (node: Node): string => {
  if (node.nodeType === 3) return JSON.stringify(node.nodeValue);
  if (!(node instanceof Element)) return '';
  const attributes = Array.from(node.attributes)
    .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
    .sort()
    .join(' ');
  return `<${node.tagName.toLowerCase()} ${attributes}>${Array.from(node.childNodes).map(canonical).join('')}</>`;
};
const contentOf = (root: ParentNode) => {
  const box = root.querySelector('.rich-editor__content');
  return box ? Array.from(box.childNodes).map(canonical).join('\n') : 'no box';
};
const toolbarOf = (root: ParentNode) =>
  Array.from(root.querySelectorAll<HTMLElement>('.rich-editor__toolbar > *')).map((element) =>
    element instanceof HTMLButtonElement
      ? `${element.getAttribute('aria-label') ?? element.textContent} ${element.className.includes('ant-btn-primary') ? 'primary' : 'text'} ${element.getAttribute('aria-pressed')} ${element.disabled ? 'disabled' : ''}`
      : element.className,
  );

const editorBox = () => document.querySelector<HTMLElement>('.ProseMirror');
const standInBox = () => document.querySelector<HTMLElement>('.rich-editor__content:not(.ProseMirror)');

afterEach(() => unmount());

// jsdom lays nothing out: Tiptap's focus command scrolls the caret into view, which measures a range of the text
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const zero = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= none;
  Range.prototype.getBoundingClientRect ??= zero;
});

/**
 * The field as RichTextEditor draws it before the editor's code is there: its stand-in, then the editor it hands
 * over to (RichTextEditor draws the editor at once once its code has been loaded, as it has after the first swap here).
 */
const Field = ({ onSwapped, ...props }: TiptapEditorProps & { onSwapped?: () => void }) => {
  const [real, setReal] = useState<{
    Editor: ComponentType<TiptapEditorProps>;
    handOver: RichTextHandOver;
  }>();
  if (real) return <real.Editor {...props} handOver={real.handOver} />;
  return (
    <RichTextStandIn
      {...props}
      onSwap={(Editor, handOver) => {
        onSwapped?.();
        setReal({ Editor, handOver });
      }}
    />
  );
};

describe('RichTextEditor before it is used', () => {
  it('draws the toolbar and the text without loading the editor', async () => {
    renderWithApp(<RichTextEditor value={SEEDED[0]} />);
    await settle();
    expect(tiptapPart.loaded()).toBeUndefined();
    expect(editorBox()).toBeNull();
    expect(standInBox()?.getAttribute('role')).toBe('textbox');
    expect(standInBox()?.getAttribute('aria-label')).toBe('正文');
    expect(standInBox()?.querySelector('h3')?.textContent).toBe('一、建好三级冷链网络');
    expect(toolbarOf(document)).toContain('撤销 text false disabled');
  });
});

describe('the stand-in draws what the editor draws', () => {
  for (const html of [...SEEDED, ...ODD]) {
    it(`the same text and toolbar: ${html.slice(0, 40).replaceAll('\n', ' ')}`, async () => {
      const standIn = renderWithApp(<RichTextStandIn value={html} />);
      await settle();
      const drawn = { content: contentOf(standIn), toolbar: toolbarOf(standIn) };
      unmount();
      const editor = renderWithApp(<TiptapEditor value={html} />);
      await settle();
      expect(drawn.content).toBe(contentOf(editor));
      expect(drawn.toolbar).toEqual(toolbarOf(editor));
    }, 30_000);
  }
});

/** The stand-in's box focused (as a press or Tab does), and the editor arrived. */
const swapped = async () => {
  await vi.waitFor(
    async () => {
      await settle();
      expect(editorBox()).not.toBeNull();
    },
    { timeout: 30_000 },
  );
};

/** A form whose field gets its new value a render later: the editor's first effects see the value it was made with. */
const Later = () => {
  const [value, setValue] = useState('');
  return <Field value={value} onChange={(html) => setTimeout(() => setValue(html), 0)} />;
};

describe('RichTextEditor when first used', () => {
  it('gives way to the editor when focused: the same text, the focus in it, the form left clean', async () => {
    const changed = vi.fn();
    renderWithApp(
      <Form initialValues={{ content: SEEDED[1] }} onValuesChange={changed}>
        <Form.Item name="content">
          <RichTextEditor />
        </Form.Item>
      </Form>,
    );
    await settle();
    const before = contentOf(document);
    act(() => standInBox()?.focus());
    await swapped();
    expect(contentOf(document)).toBe(before);
    expect(document.activeElement).toBe(editorBox());
    expect(changed).not.toHaveBeenCalled();
  }, 60_000);

  it('types what was typed before the editor arrived, where the focus was', async () => {
    const changed = vi.fn();
    renderWithApp(
      <Form initialValues={{ content: '<p>茶园</p>' }} onValuesChange={(values) => changed(values.content)}>
        <Form.Item name="content">
          <Field />
        </Form.Item>
      </Form>,
    );
    await settle();
    const box = standInBox() as HTMLElement;
    act(() => {
      box.focus();
      // keys are tasks of their own: they arrive before the editor's chunk has been read
      for (const [inputType, data] of [
        ['insertText', '采摘'],
        ['insertParagraph', null],
        ['insertText', '杀青'],
      ] as const) {
        const event = new InputEvent('beforeinput', { inputType, data, cancelable: true, bubbles: true });
        box.dispatchEvent(event);
        expect(event.defaultPrevented).toBe(true);
      }
    });
    await swapped();
    expect(Array.from(editorBox()?.querySelectorAll('p') ?? []).map((p) => p.textContent)).toEqual([
      '茶园采摘',
      '杀青',
    ]);
    expect(document.activeElement).toBe(editorBox());
    expect(changed).toHaveBeenLastCalledWith('<p>茶园采摘</p><p>杀青</p>');
  }, 60_000);

  it('keeps what was typed on the stand-in when the form hands the new value back a moment later', async () => {
    renderWithApp(<Later />);
    await settle();
    const box = standInBox() as HTMLElement;
    act(() => {
      box.focus();
      box.dispatchEvent(
        new InputEvent('beforeinput', {
          inputType: 'insertText',
          data: '茶园',
          cancelable: true,
          bubbles: true,
        }),
      );
    });
    await swapped();
    await settle();
    expect(editorBox()?.textContent).toBe('茶园');
  }, 60_000);

  it('passes on to the editor what reaches the stand-in’s box after the swap (a script that found the box before)', async () => {
    renderWithApp(<Later />);
    await settle();
    const box = standInBox() as HTMLElement;
    act(() => box.focus());
    await swapped();
    expect(box.isConnected).toBe(false);
    act(() => {
      box.dispatchEvent(
        new InputEvent('beforeinput', {
          inputType: 'insertText',
          data: '茶叶',
          cancelable: true,
          bubbles: true,
        }),
      );
    });
    await settle();
    expect(editorBox()?.textContent).toBe('茶叶');
  }, 60_000);

  it('carries out a toolbar press made before the editor arrived, once the press is over', async () => {
    renderWithApp(<Field value="<p>茶园</p>" />);
    await settle();
    const bold = document.querySelector<HTMLButtonElement>('button[aria-label="加粗"]');
    act(() => {
      bold?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      bold?.click();
    });
    await settle();
    await settle();
    // the press is not over: the swap waits, so the button pressed is still the one released
    expect(editorBox()).toBeNull();
    act(() => bold?.dispatchEvent(new Event('pointerup', { bubbles: true })));
    await swapped();
    expect(document.querySelector('button[aria-label="加粗"]')?.getAttribute('aria-pressed')).toBe('true');
  }, 60_000);

  it('stays disabled in a form shown for reading, and loads nothing', async () => {
    const onSwapped = vi.fn();
    // antd's Form gives its fields DisabledContext; in jsdom `antd` is its CommonJS build, whose context is another
    // object than the ES build's the field reads (one object in the browser's build), so it is given here directly
    renderWithApp(
      <DisabledContextProvider disabled>
        <Field value="<p>茶园</p>" onSwapped={onSwapped} />
      </DisabledContextProvider>,
    );
    await settle();
    const box = standInBox() as HTMLElement;
    expect(document.querySelector('.rich-editor__toolbar')).toBeNull();
    expect(box.getAttribute('contenteditable')).toBe('false');
    act(() => {
      box.dispatchEvent(new Event('pointerover', { bubbles: true }));
      box.focus();
    });
    await settle();
    await settle();
    expect(onSwapped).not.toHaveBeenCalled();
    expect(editorBox()).toBeNull();
    expect(standInBox()?.textContent).toBe('茶园');
  });
});
