/**
 * What a publish form's stand-in (shelf-publish-stand-in.tsx) hands the real form when the form's code has arrived:
 * what was typed or chosen, where the focus was, and a press the stand-in took that the real form is to carry out.
 * Nothing the user did before the swap is lost.
 */
export interface PublishHandover {
  /** The fields filled in on the stand-in, by the form's field names. */
  values: Record<string, unknown>;
  /** The element that had the focus (a selector inside the form) and the caret or selection in its text. */
  focus?: { selector: string; start: number | null; end: number | null } | undefined;
  /** 保存草稿 or 提交审核 pressed on the stand-in. */
  press?: 'draft' | 'submit' | undefined;
  /** A choice pressed on the stand-in (a selector of the real Select or Cascader), opened once it is there. */
  open?: string | undefined;
  /** Pictures chosen through the stand-in's 上传图片, uploaded once the real field is there. */
  files?: File[] | undefined;
}
