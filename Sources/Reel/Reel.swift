@_exported import Animation
@_exported import Charts
@_exported import Export
@_exported import Output
@_exported import Render
@_exported import Scene
@_exported import SceneFile
@_exported import Slides
