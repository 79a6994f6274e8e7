import * as React from 'react';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type Conversation,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import { createPromptProcessor } from '@demo-kit/grid-prompt-processor';
import { salesColumns, salesLines } from './store-sales';

const processPrompt = createPromptProcessor({
  synonyms: { unitPrice: ['price'] },
  latencyMs: 400,
});

const emptyResponse: Omit<PromptResponse, 'conversationId'> = {
  select: -1,
  filters: [],
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
};

// Two conversations from an earlier visit, with fixed dates so every render is the same.
const savedConversations: Conversation[] = [
  {
    id: 'saved-1',
    title: 'Group by region',
    prompts: [
      {
        value: 'Show only hardware',
        createdAt: new Date('2025-05-12T09:30:00Z'),
        variant: 'success',
        response: {
          ...emptyResponse,
          conversationId: 'saved-1',
          filters: [{ column: 'category', operator: 'is', value: 'Hardware' }],
        },
      },
      {
        value: 'Group by region',
        createdAt: new Date('2025-05-12T09:31:00Z'),
        variant: 'success',
        response: {
          ...emptyResponse,
          conversationId: 'saved-1',
          grouping: [{ column: 'region' }],
        },
      },
    ],
  },
  {
    id: 'saved-2',
    title: 'Sort by revenue descending',
    prompts: [
      {
        value: 'Sort by revenue descending',
        createdAt: new Date('2025-05-14T16:05:00Z'),
        variant: 'success',
        response: {
          ...emptyResponse,
          conversationId: 'saved-2',
          sorting: [{ column: 'revenue', direction: 'desc' }],
        },
      },
    ],
  },
];

export default function SavedAssistantConversations() {
  const [conversations, setConversations] =
    React.useState<Conversation[]>(savedConversations);
  const promptCount = conversations.reduce(
    (count, conversation) => count + conversation.prompts.length,
    0,
  );

  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {`${conversations.length} conversations, ${promptCount} prompts kept by the page`}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={salesLines}
          columns={salesColumns}
          showToolbar
          aiAssistant
          onPrompt={processPrompt}
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={setConversations}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        />
      </div>
    </div>
  );
}
