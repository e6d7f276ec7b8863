/**
 * The editorial write endpoints, whose bodies are the contract's schemas: imported by editorial-actions.ts when a
 * write is first made, so zod (21 KiB) is not on 编辑内容's first load for the buttons that may write (docs/decisions/034).
 */
export {
  createEditorialItem,
  createPreviewLink,
  deleteEditorialClass,
  publishEditorialItem,
  restoreEditorialVersion,
  returnEditorialItem,
  saveEditorialClass,
  saveEditorialItem,
  scheduleEditorialItem,
  submitEditorialItem,
  uploadFile,
  withdrawEditorialItem,
} from '@rrsp/contract';
