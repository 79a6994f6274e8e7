import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import {
  useTreeItem,
  type UseTreeItemParameters,
} from '@mui/x-tree-view/useTreeItem';
import { LESSON_PLAN, type LessonFormat, type LessonPlanItem } from './lesson-plan';

const FORMAT_ICONS: Record<LessonFormat, typeof ArticleOutlinedIcon> = {
  module: MenuBookOutlinedIcon,
  video: PlayCircleOutlineIcon,
  reading: ArticleOutlinedIcon,
  quiz: QuizOutlinedIcon,
};

interface LessonTreeItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

// Built from the same parts as the default Tree Item, with a format icon and a
// duration chip around the label.
const LessonTreeItem = React.forwardRef(function LessonTreeItem(
  props: LessonTreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });
  const lesson = useTreeItemModel<LessonPlanItem>(itemId);
  const FormatIcon = FORMAT_ICONS[lesson?.format ?? 'reading'];

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <FormatIcon fontSize="small" color="action" aria-hidden />
          <TreeItemLabel {...getLabelProps()} />
          <Chip
            size="small"
            variant={lesson?.format === 'module' ? 'filled' : 'outlined'}
            label={`${lesson?.minutes ?? 0} min`}
          />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function LessonItems() {
  return (
    <Box sx={{ minHeight: 340, minWidth: 300, maxWidth: 440 }}>
      <RichTreeView
        items={LESSON_PLAN}
        defaultExpandedItems={['starter', 'dough']}
        slots={{ item: LessonTreeItem }}
      />
    </Box>
  );
}
