/** The server's sentence followed by 请稍后重试, with the punctuation between them the sentence lacks. */
export const withRetryHint = (reason: string): string => {
  const text = reason.trim();
  if (!text) return '网络不稳定或服务暂时繁忙，请稍后重试。';
  return /[。！？.!?]$/.test(text) ? `${text}请稍后重试。` : `${text}，请稍后重试。`;
};
