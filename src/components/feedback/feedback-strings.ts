import { defineStrings } from '../../i18n/scoped-strings';

/**
 * UI strings of the feedback form. They load with the form (a chunk of its own), not with
 * every page; the question and the Yes/No buttons are frame strings.
 */
const en = {
  feedbackSection: 'About',
  feedbackWholePage: 'The whole page',
  feedbackPromptYes: 'What helped you on this page? (optional)',
  feedbackPromptNo: 'What should we improve on this page? (optional)',
  feedbackPromptSection: 'Your comment',
  feedbackHint: 'Comments are read by the documentation team. Please leave out personal details.',
  feedbackSend: 'Send',
  feedbackSending: 'Sending…',
  feedbackCancel: 'Cancel',
  feedbackFailed: 'Your feedback could not be sent. Your comment is still here: check your connection and send again.',
  feedbackEmpty: 'Write a comment, or answer Yes or No above.',
  feedbackThanks: 'Thank you for your feedback.',
} as const;

export type FeedbackStringKey = keyof typeof en;

const zh: Record<FeedbackStringKey, string> = {
  feedbackSection: '关于',
  feedbackWholePage: '整个页面',
  feedbackPromptYes: '本页哪些内容对您有帮助？（可选）',
  feedbackPromptNo: '本页哪些地方需要改进？（可选）',
  feedbackPromptSection: '您的评论',
  feedbackHint: '评论由文档团队阅读，请勿填写个人信息。',
  feedbackSend: '发送',
  feedbackSending: '正在发送…',
  feedbackCancel: '取消',
  feedbackFailed: '反馈未能发送。您的评论仍保留在此：请检查网络连接后再次发送。',
  feedbackEmpty: '请填写评论，或在上方回答“是”或“否”。',
  feedbackThanks: '感谢您的反馈。',
};

export const { useStrings: useFeedbackStrings } = defineStrings({ en, zh });
